import { log, withoutEmailAddresses } from "~/platform/log/log.server";

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
      // Neither the subject nor the address: both can name a visitor (docs/deploying.md, Logs).
      const reason = withoutEmailAddresses(error instanceof Error ? error.message : String(error));
      log.error(`mail: could not send ${mail ? mailLogName(mail) : "a message"}: ${reason}`);
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
        log.error(`mail: ${inFlight.size} message(s) still being sent after ${timeoutMs} ms; giving up on them.`);
      resolve();
    }, timeoutMs);
  });
  const drained = (async () => {
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  })();
  await Promise.race([drained, timeout]);
  clearTimeout(timer);
}
