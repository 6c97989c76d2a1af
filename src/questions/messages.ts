/** The spec's words for the board (site-spec sections 5 and 8), kept free of imports so any bundle can use them. */
export const QUESTION_MESSAGES = {
  name: 'Please Enter your Name',
  email: 'Please Enter a Valid Email Address',
  text: 'Please Enter a Valid Comment or Question!',
  thanksQuestion: 'Thank you for your comment or question!',
  thanksReply: 'Thank you for your reply!',
  moderationNote:
    'Our moderators check every message first. Once yours has been checked, we will e-mail you when it is live.',
} as const
