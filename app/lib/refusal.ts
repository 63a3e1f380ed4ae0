/** What a page says when the server refused without a sentence of its own: its status code. */
export const serverAnswered = (status: number) => `The server answered ${status}.`;

/** A refused request in one sentence: the server's own message, or its status code. */
export const refusalText = (res: { status: number; data: { message?: string } }) => res.data.message ?? serverAnswered(res.status);
