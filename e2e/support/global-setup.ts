import { oneTimePasswordOf, replaceOneTimePassword, startProduct } from '../../apps/server/src/test/product-process.js';

export const E2E_ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };

/** Starts the built product (server + SPA) on a fresh embedded database. */
export default async function setup({ provide }: { provide: (key: 'baseUrl', value: string) => void }) {
  const product = await startProduct({
    output: 'inherit',
    env: {
      ADMIN_EMAIL: E2E_ADMIN.email,
      // One-time, as on every first start: replaced below, so every flow signs in with E2E_ADMIN's own.
      ADMIN_PASSWORD: oneTimePasswordOf(E2E_ADMIN.password),
      LOGIN_LIMIT_PER_IP: '1000',
      // Scheduled items are published within a second of their date, so the flow need not wait long.
      PUBLISH_INTERVAL_MS: '1000',
    },
  });
  await replaceOneTimePassword(product.url, E2E_ADMIN);
  provide('baseUrl', product.url);
  return () => product.stop();
}
