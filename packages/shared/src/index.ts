// The public surface of @psikorehber/shared. Sub-path imports ('@psikorehber/shared/rules/plans')
// reach the same modules; this file exists for callers that prefer one import.

export * from './constants';
export * from './errors';
export * from './status-codes';
export * from './messages';

export * from './rules/application-status';
export * from './rules/entitlement';
export * from './rules/files';
export * from './rules/money';
export * from './rules/plans';
export * from './rules/raw-values';
export * from './rules/search-text';
export * from './rules/subscription';
export * from './rules/user';
export * from './rules/workspace';

export * from './schemas/apply';
export * from './schemas/auth';
export * from './schemas/billing';
export * from './schemas/contact';
export * from './schemas/entities';
export * from './schemas/fields';
export * from './schemas/workspace';
export * from './schemas/accounts';
export * from './schemas/account';
export * from './rules/form-input';
export * from './schemas/admin';
