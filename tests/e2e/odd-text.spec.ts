import { HIDDEN_CHARACTERS_MESSAGE } from './copy';
import { expect, open, refuseLeadPosts, test } from './fixtures';
import { leadText, quoteFormCopy } from './copy';

// The form runs the server's own field rules (src/shared/lead/fields.ts): a name holding a bidi
// override is refused in the browser with the words the server's 422 would use, and not sent.
test('a hidden text-direction character in a name shows the message and sends nothing', async ({ tab: { page } }) => {
  await open(page, '/contact');
  const form = page.getByRole('form', { name: quoteFormCopy.title });
  const posts = await refuseLeadPosts(page);
  await form.getByLabel(quoteFormCopy.labels.firstName).fill('Jane\u202eeoD');
  await form.getByLabel(quoteFormCopy.labels.lastName).fill('Doe');
  await form.getByLabel(quoteFormCopy.labels.email).fill('jane@example.com');
  await form.getByLabel(quoteFormCopy.labels.phone).pressSequentially('6615550123');
  await form.getByLabel(quoteFormCopy.labels.service).selectOption('battery');
  await form.getByRole('button', { name: leadText.submit }).click();
  await expect(form.getByText(HIDDEN_CHARACTERS_MESSAGE)).toBeVisible();
  await expect(form.getByLabel(quoteFormCopy.labels.firstName)).toHaveAttribute('aria-invalid', 'true');
  // The message shows once the submit handler has run: a lead it sent would be in `posts` by now.
  expect(posts).toEqual([]);
});
