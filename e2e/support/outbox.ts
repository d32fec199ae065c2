import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR, SMS_FILE } from './outbox-paths.ts';
import type { StoredMail } from './smtp-outbox.ts';

export interface StoredSms {
  readonly to: string;
  readonly text: string;
  readonly at: string;
}

function mailsTo(address: string): StoredMail[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as StoredMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

function smsTo(phone: string): StoredSms[] {
  if (!existsSync(SMS_FILE)) return [];
  return readFileSync(SMS_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as StoredSms)
    .filter((sms) => sms.to === phone);
}

/**
 * The latest mail the SMTP peer received for the address (after `since`, and whose text matches
 * `text`, if given), waiting for it to arrive.
 */
export async function waitForMail(address: string, since?: Date, text?: RegExp): Promise<StoredMail> {
  const fresh = () =>
    mailsTo(address).filter(
      (mail) => (!since || new Date(mail.receivedAt) >= since) && (!text || text.test(mail.text)),
    );
  await expect.poll(() => fresh().length, { timeout: 15_000 }).toBeGreaterThan(0);
  return fresh().at(-1) as StoredMail;
}

/** The latest SMS sent to the phone after `since`, waiting for it to arrive. */
export async function waitForSms(phone: string, since: Date): Promise<StoredSms> {
  const fresh = () => smsTo(phone).filter((sms) => new Date(sms.at) >= since);
  await expect.poll(() => fresh().length, { timeout: 15_000 }).toBeGreaterThan(0);
  return fresh().at(-1) as StoredSms;
}

export function activationLinkIn(mail: StoredMail): string {
  const link = /https?:\/\/\S+\/oauth\/api\/v1\/activate\?token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no activation link in: ${mail.text}`);
  return link;
}

export function invitationLinkIn(mail: StoredMail): string {
  const link = /https?:\/\/\S+\/\?invitation=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no invitation link in: ${mail.text}`);
  return link;
}

export function resetLinkIn(mail: StoredMail): string {
  const link = /https?:\/\/\S+\/\?reset=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no password-reset link in: ${mail.text}`);
  return link;
}
