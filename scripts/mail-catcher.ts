/**
 * `npm run mail:catch`: a local SMTP server that prints every message it receives, to try the
 * inbox's notifications without a real mail account (server/README.md, "Mail notifications").
 * Listens on 127.0.0.1:MAIL_CATCH_PORT (2525); accepts any sender and recipient, and the
 * credentials notify / s3cret-p@ss (or none). Nothing is delivered anywhere.
 *
 * `npm run bench:inbox` runs it in a child process (so its work does not slow the load generator)
 * with MAIL_CATCH_DELAY_MS (answer each message after this long) and MAIL_CATCH_JSON=1 (one JSON
 * line per message: messageId and text).
 */
import { startTestSmtp } from "../server/notify/test-smtp";

const port = Number(process.env.MAIL_CATCH_PORT ?? 2525);
const delayMs = Number(process.env.MAIL_CATCH_DELAY_MS ?? 0);
const json = process.env.MAIL_CATCH_JSON === "1";
if (!Number.isInteger(port) || port < 1 || port > 65535 || !(delayMs >= 0)) {
  console.error("MAIL_CATCH_PORT must be a port number, MAIL_CATCH_DELAY_MS a number of milliseconds.");
  process.exit(2);
}

const smtp = await startTestSmtp(port, {
  onReceived({ envelope, mail }) {
    if (json) {
      console.log(JSON.stringify({ messageId: mail.messageId ?? "", text: mail.text ?? "" }));
      return;
    }
    console.log(`\n── ${new Date().toISOString()} from ${envelope.from} to ${envelope.to.join(", ")}`);
    console.log(`Subject: ${mail.subject ?? ""}`);
    console.log(`Reply-To: ${mail.replyTo?.text ?? "(none)"}   Message-ID: ${mail.messageId ?? ""}`);
    console.log(`\n${mail.text ?? ""}`);
  },
});
smtp.behaviour = { delayMs, refuse: null };
console.log(
  `Catching mail on 127.0.0.1:${port}.${
    json
      ? ""
      : ` Start the inbox with, for example:

  INBOX_SMTP_URL=${smtp.url()} \\
  INBOX_MAIL_FROM='Deltaforge website <website@deltaforge.example>' \\
  INBOX_MAIL_TO=enquiries@deltaforge.example npm start
`
  }`,
);
const stop = () => void smtp.close().then(() => process.exit(0));
process.stdout.on("error", stop); // the reader (the benchmark) is gone
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
