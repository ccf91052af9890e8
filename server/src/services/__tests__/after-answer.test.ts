import Fastify from 'fastify';
import { afterAnswer, workAfterAnswersDone } from '../after-answer';

function appWithLog() {
  const lines: Array<{ level: number; msg: string; err?: { message: string } }> = [];
  const app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  return { app, lines };
}

describe('work after the answer', () => {
  it('is awaited by workAfterAnswersDone, even work started while waiting', async () => {
    const { app } = appWithLog();
    const done: string[] = [];
    afterAnswer(app, 'first', async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      done.push('first');
      afterAnswer(app, 'second', async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        done.push('second');
      });
    });
    expect(done).toEqual([]);
    await workAfterAnswersDone(app);
    expect(done).toEqual(['first', 'second']);
    await app.close();
  });

  it('logs a failure, naming the work, and never throws it', async () => {
    const { app, lines } = appWithLog();
    afterAnswer(app, 'sending a password reset link', async () => {
      throw new Error('database away');
    });
    await expect(workAfterAnswersDone(app)).resolves.toBeUndefined();
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'sending a password reset link failed',
        err: expect.objectContaining({ message: 'database away' }),
      }),
    ]);
    await app.close();
  });

  it('keeps the work of two apps apart', async () => {
    const a = appWithLog().app;
    const b = appWithLog().app;
    let finished = false;
    afterAnswer(a, 'slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      finished = true;
    });
    await workAfterAnswersDone(b);
    expect(finished).toBe(false);
    await workAfterAnswersDone(a);
    expect(finished).toBe(true);
    await Promise.all([a.close(), b.close()]);
  });
});
