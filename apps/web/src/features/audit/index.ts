/** The audit log screen, downloaded on its first visit (the router's lazy route). */
export const auditScreens = {
  log: () => import('./audit-log-page').then((m) => m.AuditLogPage),
};
