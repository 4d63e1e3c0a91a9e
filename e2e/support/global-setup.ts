import { startProduct } from '../../apps/server/src/test/product-process.js';

export const E2E_ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };

/** Starts the built product (server + SPA) on a fresh embedded database. */
export default async function setup({ provide }: { provide: (key: 'baseUrl', value: string) => void }) {
  const product = await startProduct({
    output: 'inherit',
    env: {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOGIN_LIMIT_PER_IP: '1000',
      // Scheduled items are published within a second of their date, so the flow need not wait long.
      PUBLISH_INTERVAL_MS: '1000',
    },
  });
  provide('baseUrl', product.url);
  return () => product.stop();
}
