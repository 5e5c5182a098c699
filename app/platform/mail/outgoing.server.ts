import { mailLogName, sendMail, type OutgoingMail } from "./mailer.server";

/*
 * Mail sent in the background: the request that causes a message does not wait for the
 * mail server, so its response time says nothing about whether a message was sent (the
 * password-reset page must not reveal which addresses have accounts). Failures are logged.
 */

const inFlight = new Set<Promise<void>>();

export function sendMailInBackground(message: OutgoingMail | Promise<OutgoingMail>): void {
  let mail: OutgoingMail | undefined;
  const delivery = Promise.resolve(message)
    .then((ready) => sendMail((mail = ready)))
    .then(() => {})
    .catch((error: unknown) => {
      const what = mail ? mailLogName(mail) : "a message";
      console.error(`mail: could not send ${what}: ${error instanceof Error ? error.message : String(error)}`);
    })
    .finally(() => inFlight.delete(delivery));
  inFlight.add(delivery);
}

/** Waits for the messages still being sent (at shut-down, and in tests), at most `timeoutMs`. */
export async function flushOutgoingMail(timeoutMs = 10_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      if (inFlight.size > 0)
        console.error(`mail: ${inFlight.size} message(s) still being sent after ${timeoutMs} ms; giving up on them.`);
      resolve();
    }, timeoutMs);
  });
  const drained = (async () => {
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  })();
  await Promise.race([drained, timeout]);
  clearTimeout(timer);
}
