export interface Mail {
  to: string;
  subject: string;
  pin: string;
  sentAt: string;
}

/** The sandbox's outbox: verification PINs "emailed" to accounts, for a person or a test to read. */
export class Mailbox {
  private readonly mails: Mail[] = [];

  sendPin(to: string, pin: string, now = new Date()): Mail {
    const mail = { to, subject: `Here's your verification code ${pin}`, pin, sentAt: now.toISOString() };
    this.mails.push(mail);
    return mail;
  }

  /** Newest first. */
  list(): Mail[] {
    return [...this.mails].reverse();
  }
}
