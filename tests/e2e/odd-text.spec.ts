import { HIDDEN_CHARACTERS_MESSAGE } from '../../src/shared/lead/fields';
import { expect, open, test } from './fixtures';

// The form runs the server's own field rules (src/shared/lead/fields.ts): a name holding a bidi
// override is refused in the browser with the words the server's 422 would use, and not sent.
test('a hidden text-direction character in a name shows the message and sends nothing', async ({ page }) => {
  await open(page, '/contact');
  const form = page.getByRole('form', { name: 'Request a Free Quote' });
  let posts = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/send-email')) posts++;
  });
  await form.getByLabel('First Name').fill('Jane\u202eeoD');
  await form.getByLabel('Last Name').fill('Doe');
  await form.getByLabel('Email').fill('jane@example.com');
  await form.getByLabel('Phone').pressSequentially('6615550123');
  await form.getByLabel('Service').selectOption('battery');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(HIDDEN_CHARACTERS_MESSAGE)).toBeVisible();
  await expect(form.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
  await page.waitForTimeout(300);
  expect(posts).toBe(0);
});
