import { expect, test } from '@playwright/test';
import { createCodeViaApi, registerWithBundle, signInViaApi } from '../helpers/e2e';

// GET /api/user-location: the generator's map opens on the user's own area, the mean of their codes.

test("the generator's map opens on the user's codes: a tap in its middle lands in Durban", async ({ page, request }) => {
  const user = await registerWithBundle(request);
  const durban = { city: 'Durban', province: 'KwaZulu-Natal', suburb: 'South Beach', addressLine1: '1 Marine Parade' };
  await createCodeViaApi(request, user.token, { ...durban, latitude: -29.86, longitude: 31.02 });
  await createCodeViaApi(request, user.token, { ...durban, latitude: -29.84, longitude: 31.0 });
  await signInViaApi(page, user);

  await page.goto('/generator');
  await expect(page.getByText('Zoom 8', { exact: true })).toBeVisible();
  await page.getByRole('region', { name: 'Location map' }).click();
  await expect(page.getByLabel('Province')).toHaveValue('KwaZulu-Natal');
  await expect(page.getByLabel('Latitude')).toHaveValue(/^-29\.8\d{5}$/);
  await expect(page.getByLabel('Longitude')).toHaveValue(/^31\.0\d{5}$/);
});
