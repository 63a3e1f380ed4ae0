/**
 * Public topic metadata: safe to import from client code.
 * (The topic titles themselves live in topics.ts, which is server-only.)
 */

export const topicCategories = [
  'Computer Science',
  'Computer Engineering',
  'Electrical & Electronics',
  'Management',
  'Business Administration',
  'Economics',
] as const;

export type TopicCategory = (typeof topicCategories)[number];

/** Programming languages used in our project work (the order the topics page shows them in). */
export const programmingLanguages = [
  'Visual Basic 6.0',
  'C++',
  'C#',
  'HTML',
  'Visual Web Developer',
  'PHP-MySQL',
  'Java',
  'Python',
  'MatLab',
] as const;
