// A minimal SMTP server for tests of the real SMTP transport: enough of RFC 5321 for nodemailer
// (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS, no AUTH). It can be stopped and started on the
// same port (a mail server that is down, then back), or made silent (it accepts connections and
// never greets: a server that hangs).
import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body, dot-stuffing undone). */
  data: string;
}

export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Accept connections but never answer. */
  silent = false;
  port = 0;
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();

  /** Listens (on the same port as before once one was assigned). */
  async start(): Promise<void> {
    const server = net.createServer((socket) => this.session(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Closes the port and every open session: connections are refused until start(). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Mails received for `to`. */
  mailsTo(to: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(to));
  }

  private session(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    if (this.silent) return;
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let data: string[] = [];
    let mail: { from: string; to: string[] } = { from: '', to: [] };
    reply('220 test-smtp ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            this.received.push({ ...mail, data: data.join('\r\n') });
            mail = { from: '', to: [] };
            reply('250 2.0.0 queued');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test-smtp');
        else if (verb === 'MAIL') {
          mail = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [] };
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          data = [];
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          mail = { from: '', to: [] };
          reply('250 ok');
        } else if (verb === 'NOOP') reply('250 ok');
        else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 5.5.2 not implemented');
      }
    });
  }
}
