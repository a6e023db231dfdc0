import { HIDDEN_CHARACTERS_MESSAGE } from './copy';
import { expect, open, refuseLeadPosts, test } from './fixtures';

// The form runs the server's own field rules (src/shared/lead/fields.ts): a name holding a bidi
// override is refused in the browser with the words the server's 422 would use, and not sent.
test('a hidden text-direction character in a name shows the message and sends nothing', async ({ page }) => {
  await open(page, '/contact');
  const form = page.getByRole('form', { name: 'Request a Free Quote' });
  const posts = await refuseLeadPosts(page);
  await form.getByLabel('First Name').fill('Jane\u202eeoD');
  await form.getByLabel('Last Name').fill('Doe');
  await form.getByLabel('Email').fill('jane@example.com');
  await form.getByLabel('Phone').pressSequentially('6615550123');
  await form.getByLabel('Service').selectOption('battery');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(HIDDEN_CHARACTERS_MESSAGE)).toBeVisible();
  await expect(form.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
  // The message shows once the submit handler has run: a lead it sent would be in `posts` by now.
  expect(posts).toEqual([]);
});
