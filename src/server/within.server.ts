// Waiting for work with a limit: what the work gives, or what `late` says once the time is up
// first. The timer is cleared either way, so nothing is left to keep the process alive.

/** `work`'s result, or `late()`'s (its value, or what it throws) after `ms` if that comes first. */
export async function within<T, L>(work: Promise<T>, ms: number, late: () => L): Promise<T | L> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<L>((resolve, reject) => {
    timer = setTimeout(
      () => {
        try {
          resolve(late());
        } catch (error) {
          reject(error);
        }
      },
      Math.max(0, ms),
    );
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}
