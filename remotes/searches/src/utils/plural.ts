/** "1 job", "3 jobs": a count as the user reads it, with the right plural. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
