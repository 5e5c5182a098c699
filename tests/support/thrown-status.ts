/** The status a loader threw (a Response, or React Router's `data(null, { status })`); fails when it did not throw. */
export async function thrownStatus(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error.status;
    return (error as { init?: { status?: number } }).init?.status;
  }
  throw new Error("the loader did not throw");
}
