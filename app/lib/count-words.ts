const WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];

/**
 * A count at the start of a sentence, as words up to twelve ("Five"), as digits above ("14"): the
 * texts about the management team follow the number of people in the Team screen.
 */
export function countWord(n: number): string {
  return WORDS[n] ?? String(n);
}
