/**
 * Retries an assertion until it passes or the time is up, then throws its last failure: for what a
 * reaction does after the answer (Firebase follows our record a moment later), never for read
 * models, which the answer already waited for.
 */
export async function eventually<T>(assertion: () => Promise<T>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
