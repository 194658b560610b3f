/** Every query key of the settings feature. */
export const settingsKeys = {
  all: ['settings'] as const,
  business: () => [...settingsKeys.all, 'business'] as const,
};
