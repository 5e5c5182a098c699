import { stat } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { passwordResetMail } from "~/features/staff/password-reset-mail.server";
import { parseConfig } from "~/platform/config/env.server";

import { parseMessage, readOutbox, resetLinkIn } from "../../../tests/support/outbox";
import { tempDir } from "../../../tests/support/temp-dir";
import { describeMailConfig, sendMail } from "./mailer.server";

const dataDir = tempDir("mail-test-");

/** Just enough of an SMTP server to accept one message and hand over what it received. */
function fakeSmtpServer(): Promise<{ url: string; received: Promise<string>; server: Server }> {
  let deliver: (data: string) => void;
  const received = new Promise<string>((resolve) => (deliver = resolve));
  const server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          deliver(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write("250 queued\r\n");
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd < 0) return;
        const command = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (command.startsWith("EHLO")) socket.write("250-fake\r\n250 8BITMIME\r\n");
        else if (command.startsWith("DATA")) {
          inData = true;
          socket.write("354 go on\r\n");
        } else if (command.startsWith("QUIT")) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `smtp://127.0.0.1:${port}`, received, server });
    }),
  );
}

const resetMail = (url: string) =>
  passwordResetMail({ to: "staff@example.com", resetUrl: url, lifetimeMinutes: 60, agencyName: "TeamWork Staffing" });

/** The mail part of the configuration (its parsing is tested with the configuration). */
const mailConfig = (env: Record<string, string>) => parseConfig(env).mail;

describe("the start-up log line", () => {
  it("names the outbox", () => {
    const config = mailConfig({ DATA_DIR: "/srv/site", PUBLIC_URL: "https://www.example.org" });
    expect(describeMailConfig(config)).toBe("mail: no SMTP_URL, messages are written to /srv/site/outbox");
  });

  it("names the SMTP server, and never logs the SMTP password", () => {
    const config = mailConfig({
      SMTP_URL: "smtps://user:s3cret@mail.example.org:465",
      MAIL_FROM: "Staffing <hr@example.org>",
    });
    expect(describeMailConfig(config)).toBe("mail: sending over SMTP at mail.example.org:465");
  });
});

describe("sending", () => {
  it("writes an RFC 5322 .eml file to the outbox, readable by the server's user only", async () => {
    const config = mailConfig({ DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:3000" });
    const { outboxPath } = await sendMail(
      resetMail("http://localhost:3000/admin/update-password?token=abcdefghijklmnopqrstuvwx"),
      config,
    );
    expect(path.dirname(outboxPath!)).toBe(path.join(dataDir, "outbox"));
    expect((await stat(outboxPath!)).mode & 0o077).toBe(0);
    const [message] = await readOutbox(dataDir);
    expect(message!.file).toBe(outboxPath);
    expect(message!.raw.replace(/\r\n/g, "")).not.toContain("\n");
    expect(message!.header("from")).toBe("TeamWork Staffing <no-reply@localhost>");
    expect(message!.header("message-id")).toMatch(/^<.+@localhost>$/);
    // With a short site address the text part is sent as is: the link can be read from the file.
    expect(message!.part("text/plain")!.headers["content-transfer-encoding"]).toBe("7bit");
    expect(message!.raw).toContain(
      "\r\nhttp://localhost:3000/admin/update-password?token=abcdefghijklmnopqrstuvwx\r\n",
    );
    expect(message!.part("text/html")!.body).toContain(
      '<a href="http://localhost:3000/admin/update-password?token=abcdefghijklmnopqrstuvwx"',
    );
  });

  it("sends over SMTP when SMTP_URL is set", async () => {
    const smtp = await fakeSmtpServer();
    try {
      const config = mailConfig({ DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_FROM: "Staffing <hr@example.org>" });
      const result = await sendMail(
        resetMail("https://www.example.org/admin/update-password?token=abcdefghijklmnopqrstuvwx"),
        config,
      );
      expect(result.outboxPath).toBeNull();
      const message = parseMessage("smtp", (await smtp.received).replace(/^\.\./gm, "."));
      expect(message.header("to")).toBe("staff@example.com");
      expect(message.header("from")).toBe("Staffing <hr@example.org>");
      expect(resetLinkIn(message)).toBe("https://www.example.org/admin/update-password?token=abcdefghijklmnopqrstuvwx");
    } finally {
      smtp.server.close();
    }
  });

  it("escapes the address in the HTML part", () => {
    const mail = passwordResetMail({
      to: 'a"<b>@example.com',
      resetUrl: "http://localhost/x?token=1&y=2",
      lifetimeMinutes: 60,
      agencyName: "A&B Staffing",
    });
    expect(mail.html).toContain("A&amp;B Staffing");
    expect(mail.html).toContain("a&quot;&lt;b&gt;@example.com");
    expect(mail.html).toContain('href="http://localhost/x?token=1&amp;y=2"');
  });
});
