import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail as an SMTP server received it. */
export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

export interface SmtpFake {
  /** An SMTP_URL for the server; ignoreTLS because the fake only has smtp-server's self-signed certificate. */
  url: string;
  mails: ReceivedMail[];
  /** Waits for the first mail to an address (mails go out after the HTTP answer). */
  waitForMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A local SMTP server that keeps every mail it is given. */
export async function startSmtpFake(): Promise<SmtpFake> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        mails.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    async waitForMail(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => m.to.includes(to));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text of a single-part mail (quoted-printable folds long lines such as links, and escapes '='). */
export function mailText(raw: string): string {
  const separator = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, separator);
  const body = raw.slice(separator).replace(/^\r?\n\r?\n/, '');
  if (/^content-transfer-encoding:\s*quoted-printable/im.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/^content-transfer-encoding:\s*base64/im.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  return body;
}
