/** The profile's toast words (docs/rules.md#messages). */
export const PROFILE_UPDATED = 'Profile Updated';
export const PROFILE_UPDATE_FAILED = 'Update Failed';
export const PROFILE_UPDATE_FALLBACK = 'Failed to update profile.';
export const PASSWORD_CHANGED = 'Password Changed';
export const PASSWORD_CHANGE_FAILED = 'Password Change Failed';
export const PASSWORD_CHANGE_FALLBACK = 'Failed to change password.';
