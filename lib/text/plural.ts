/** "1 session", "3 sessions": a count with its noun. Pure. */
export const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
