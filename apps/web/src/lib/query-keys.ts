// Every TanStack Query key of the web app, in one place so invalidation never misses a spelling.
export const queryKeys = {
  session: ['session'] as const,
  adminPingAll: ['admin-ping'] as const,
  /**
   * The admin ping (docs/requirements/data.md#data-admin-flag), per user so a new sign-in never
   * reuses another user's answer.
   */
  adminPing: (userId: string) => ['admin-ping', userId] as const,
  /** Documents of the visitor's draft (GET /public/apply/files). */
  applyDraftFiles: (draftId: string) => ['apply', 'draft-files', draftId] as const,
  myApplication: ['application', 'secure-me'] as const,
  applicationStatus: ['application', 'status'] as const,
  /** Everything under /billing; invalidated together when a payment is applied. */
  billingAll: ['billing'] as const,
  /** The plan list (GET /billing/plans, or the pricing dump): the pricing and plans pages. */
  plans: ['billing', 'plans'] as const,
  paymentProvider: ['billing', 'provider'] as const,
  billingMe: ['billing', 'me'] as const,
  payments: ['billing', 'payments'] as const,
  trialAll: ['trial'] as const,
  trialStatus: ['trial', 'status'] as const,
  workspaceAccess: ['workspace', 'access'] as const,
  /** GET /workspaces/v2: the user's workspaces (the page uses the first). */
  workspaces: ['workspace', 'list'] as const,
  /** Topics of one workspace, newest first. */
  topics: (wsId: string) => ['workspace', wsId, 'topics'] as const,
  /** Messages of one topic, oldest first. */
  messages: (wsId: string, topicId: string) => ['workspace', wsId, 'messages', topicId] as const,
  workspaceSearch: (wsId: string, q: string) => ['workspace', wsId, 'search', q] as const,
} as const;
