import { describe, expect, it } from 'vitest';
import { useNewsletterApp } from '../newsletter/newsletterApp.ts';
import { commenting } from './commenting.ts';
import { partsOf, linksIn, type SunkMail } from '../newsletter/smtpSink.ts';
import { signedInMember } from '../members/signIn.ts';
import { call, staffMember } from '../users/staff.ts';

const app = useNewsletterApp();
const { comment } = commenting(app, 81);

/** The digests an address got (staff also got their invitation). */
const digests = (email: string) => app.sink.to(email).filter((mail) => /waits? for a moderator/.test(mail.headers.subject ?? ''));
const part = (mail: SunkMail, type: string) => partsOf(mail).find((item) => item.type === type)?.body ?? '';

describe("the moderators' digest of held comments", () => {
  it('mails each moderator and the post author one digest a run, never a comment twice, its text escaped', async () => {
    const editor = await staffMember(app, 'editor', 'digest-editor');
    const author = await staffMember(app, 'author', 'digest-author');
    const otherAuthor = await staffMember(app, 'author', 'digest-bystander');
    const created = await call(app, app.cookie, 'POST', '/api/blog/posts', { title: 'Kitchen line etiquette', slug: 'kitchen-etiquette', content: 'Stay back.', publishStatus: 'published', authorId: author.id });
    expect(created.status, created.body?.detail).toBe(201);
    const [ann, bob] = [await signedInMember(app, 'digest.ann@example.net'), await signedInMember(app, 'digest.bob@example.net')];
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)> & "quotes"';
    await comment(ann, 'kitchen-etiquette', payload);
    await comment(bob, 'kitchen-etiquette', 'Is a volley from the kitchen ever fine?');

    expect(await app.context.commentDigest.run()).toBeGreaterThanOrEqual(2);
    const [toEditor, toAuthor] = [digests(editor.email), digests(author.email)];
    expect(toEditor).toHaveLength(1);
    expect(toAuthor).toHaveLength(1);
    expect(digests(otherAuthor.email)).toHaveLength(0);
    expect(toEditor[0]!.headers.subject).toMatch(/2 comments wait for a moderator/);

    const html = part(toEditor[0]!, 'text/html');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Is a volley from the kitchen ever fine?');
    const text = part(toEditor[0]!, 'text/plain');
    expect(text).toContain('<script>alert(1)</script><img src=x onerror=alert(2)> & "quotes"');
    expect(text).not.toContain('&lt;');
    expect(new Set(linksIn(toEditor[0]!, '/n4n4/comments')).size).toBe(1);

    // The next run mails only what is new.
    expect(await app.context.commentDigest.run()).toBe(0);
    expect(digests(editor.email)).toHaveLength(1);
    const carl = await signedInMember(app, 'digest.carl@example.net');
    await comment(carl, 'kitchen-etiquette', 'A third question');
    await app.context.commentDigest.run();
    const second = digests(editor.email);
    expect(second).toHaveLength(2);
    expect(second[1]!.headers.subject).toMatch(/: a comment waits for a moderator$/);
    expect(part(second[1]!, 'text/plain')).toContain('A third question');
    expect(part(second[1]!, 'text/plain')).not.toContain('Is a volley');
  });

  it('sends nothing when no comment is held', async () => {
    const before = app.sink.mails.length;
    expect(await app.context.commentDigest.run()).toBe(0);
    expect(app.sink.mails.length).toBe(before);
  });
});
