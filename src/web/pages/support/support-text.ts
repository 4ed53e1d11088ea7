/**
 * What /support shows besides words: its words are the `support` namespace of the catalogues, and
 * this list names their keys in page order. Each topic's title is `<topic>`; each question's words
 * are `<question>Question` and `<question>Answer`.
 */
export const SUPPORT_TOPICS = [
  { key: 'topicCodes', questions: ['whatIs', 'lookUp', 'privacy'] },
  { key: 'topicPaying', questions: ['cost', 'bundles', 'pay'] },
  { key: 'topicChanging', questions: ['move', 'change'] },
  { key: 'topicCreators', questions: ['creator', 'become'] },
] as const;
