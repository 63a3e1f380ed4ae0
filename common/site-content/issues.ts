import type { z } from 'zod';

// Validation issues in words, for the API's error message and the editor's field notes.

const LIST_ITEM: Record<string, string> = {
  phones: 'Phone',
  offices: 'Office',
  hours: 'opening hours row',
  sections: 'Section',
  intro: 'Paragraph',
  body: 'paragraph',
  items: 'item',
  highlights: 'Highlight',
  values: 'Value',
  quickLinks: 'Quick link',
  slides: 'Slide',
  services: 'Services card',
  members: 'Team member',
};

/** Where an issue is, in words: "Office 2, opening hours row 1". Empty for a top-level field. */
export function issuePlace(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  path.forEach((p, i) => {
    if (typeof p === 'number') parts.push(`${LIST_ITEM[String(path[i - 1])] ?? 'Item'} ${p + 1}`);
    // The 'seo' document's entries are keyed by page path: "Page /contact".
    else if (path[i - 1] === 'pages' && typeof p === 'string' && p.startsWith('/')) parts.push(`Page ${p.slice(0, 60)}`);
  });
  return parts.join(', ');
}

/** One sentence for an issue, naming the field (and the list item it is in). */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const message =
    issue.code === 'unrecognized_keys'
      ? `Unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k.slice(0, 40)}"`).join(', ')}: remove ${issue.keys.length > 1 ? 'them' : 'it'}.`
      : issue.code === 'invalid_type' && issue.path.length > 0 && /received undefined/.test(issue.message)
        ? `${fieldName(issue.path)} is missing.`
        : issue.message;
  const place = issuePlace(issue.path);
  return place ? `${place}: ${message}` : message;
}

function fieldName(path: readonly PropertyKey[]): string {
  return `"${path.filter((p) => typeof p === 'string').join('.')}"`;
}

/** The first issue as the API's error message. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issueMessage(issue) : 'The content is not valid.';
}

/** Field path as the editor keys its inputs ("offices.1.hours.0.opens"). */
export const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('.');
