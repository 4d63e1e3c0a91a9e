import { endpoints } from '@masthead/contract';
import { route } from '../../lib/route.js';
import { defineModule } from '../registry.js';
import { userFace } from '../user/user.face.js';
import { authFace } from './auth.face.js';
import { authService } from './auth.service.js';
import { loginThrottle } from './login-throttle.repo.js';
import { SESSION_CHANNEL, sessionRevocations } from './session-revocations.js';

const api = endpoints.auth;

export const authModule = defineModule({
  name: 'auth',
  offers: authFace,
  needs: { users: userFace },
  create({ db, database, config, tokens, actors }, { users }) {
    const { perIpPerMinute, failuresPerEmail, emailWindowMinutes } = config.loginLimits;
    const throttles = {
      byIp: loginThrottle(db, 'ip', perIpPerMinute, 60_000),
      failuresByEmail: loginThrottle(db, 'email', failuresPerEmail, emailWindowMinutes * 60_000),
    };
    const sessions = sessionRevocations(db);
    const auth = authService(users, tokens, throttles, actors, sessions);
    return {
      face: { resolveToken: auth.resolveToken, watchAccess: auth.watchAccess },
      api(app) {
        route(app, api.login, async (request) => ({ data: await auth.login(request.body, request.ip) }));
        route(app, api.logout, async (request) => {
          await auth.logout((request.headers.authorization ?? '').slice('Bearer '.length).trim());
        });
      },

      /** Every process hears every sign-out (ADR 0008). */
      async app(app) {
        const stopHearingSignOuts = await database.listen(SESSION_CHANNEL, sessions.handlers);
        app.addHook('onClose', stopHearingSignOuts);
      },
    };
  },
});
