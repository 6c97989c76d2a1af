import './questions.css'

import { getFirstCommentPage } from '../server/cachedComments'
import { QuestionsBoard } from './QuestionsBoard'

/**
 * The Questions and Answers area under an article, review or the ask-the-experts page. The
 * first page of approved questions and answers is in the server-rendered HTML, so search
 * engines read the answers; the board takes over in the browser.
 */
export async function QuestionsArea({ page }: { page: string }) {
  const first = await getFirstCommentPage(page)
  return (
    <section className="questions" id="questions" aria-labelledby="questions-title">
      <h2 id="questions-title" className="questions__title">
        Questions and Answers
      </h2>
      <QuestionsBoard page={page} initial={first} />
    </section>
  )
}
