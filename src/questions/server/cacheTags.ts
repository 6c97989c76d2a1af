/** The cache tag of a page's Questions and Answers; approving or answering revalidates it. */
export const questionsTag = (page: string) => `questions:${page}`
