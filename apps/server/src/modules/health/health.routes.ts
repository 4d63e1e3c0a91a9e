import { endpoints } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import { route } from '../../lib/route.js';
import { defineModule } from '../registry.js';

export const healthModule = defineModule({
  name: 'health',
  api(app, { db }) {
    route(app, endpoints.health.check, async () => {
      await db.execute(sql`select 1`);
      return { data: { status: 'ok' as const } };
    });
  },
});
