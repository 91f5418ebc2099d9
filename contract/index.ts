import { login, sessionCheck, logout, forgotPassword } from './auth'
import { loginOptions, schoolLogin } from './school-login'
import { ownProfile, updateOwnProfile } from './profile'
import {
  allUsers,
  allProfiles,
  updateAccount,
  addAccount,
  newPassword,
  deleteUser,
  deleteAllStudents,
} from './accounts'
import {
  excursions,
  addExcursion,
  updateExcursion,
  deleteExcursion,
  deleteAllExcursions,
} from './excursions'
import {
  subscriptions,
  subscribe,
  unsubscribe,
  unsubscribeAll,
  setPayed,
  fairStartQueue,
} from './subscriptions'
import {
  rounds,
  setRound,
  previewPlacement,
  publishPlacement,
  undoPlacement,
  verificationExport,
  joinWaitingList,
  leaveWaitingList,
  reminderPreview,
  sendReminders,
} from './rounds'
import {
  ownFriendGroup,
  inviteFriend,
  acceptFriendInvitation,
  declineFriendInvitation,
  leaveFriendGroup,
  setFriendGroupWishes,
  roundFriendGroups,
  dissolveFriendGroup,
} from './friend-groups'
import { content } from './content'
import { setContent, upload, uploadedFile } from './content-edit'
import { version, setting, setSetting } from './settings'
import { auditLog } from './audit'
import { classes, classStudents, classReminderPreview, sendClassReminders } from './classes'
import { privacyOverview } from './privacy'
import { launchChecklist } from './launch'
import {
  allConsents,
  answerConsent,
  consentLink,
  ownConsents,
  remindConsents,
  requestConsent,
} from './consent'
import {
  activateWithLink,
  activateWithCode,
  requestActivationLink,
  checkLink,
  resetPassword,
  resendActivation,
  activationCodes,
  outbox,
  retryMail,
} from './activation'
import {
  ownSessions,
  logoutOthers,
  logoutSession,
  secondFactorStatus,
  secondFactorSetup,
  secondFactorConfirm,
  secondFactorReset,
  myData,
} from './security'

/**
 * Every call of the API, by name: the server and the demo backend register a handler for each
 * (server/routes), /api/openapi.json and /api/docs are written from it. The app imports the area
 * files it needs instead (src/features/<area>/api.ts), so a page loads only its own calls. Named
 * one by one: spreading the area modules would make the first page carry their namespace objects.
 */
export const calls = {
  login,
  sessionCheck,
  logout,
  forgotPassword,
  loginOptions,
  schoolLogin,
  ownProfile,
  updateOwnProfile,
  allUsers,
  allProfiles,
  updateAccount,
  addAccount,
  newPassword,
  deleteUser,
  deleteAllStudents,
  excursions,
  addExcursion,
  updateExcursion,
  deleteExcursion,
  deleteAllExcursions,
  subscriptions,
  subscribe,
  unsubscribe,
  unsubscribeAll,
  setPayed,
  fairStartQueue,
  rounds,
  setRound,
  previewPlacement,
  publishPlacement,
  undoPlacement,
  verificationExport,
  joinWaitingList,
  leaveWaitingList,
  reminderPreview,
  sendReminders,
  ownFriendGroup,
  inviteFriend,
  acceptFriendInvitation,
  declineFriendInvitation,
  leaveFriendGroup,
  setFriendGroupWishes,
  roundFriendGroups,
  dissolveFriendGroup,
  content,
  setContent,
  upload,
  uploadedFile,
  version,
  setting,
  setSetting,
  auditLog,
  activateWithLink,
  activateWithCode,
  requestActivationLink,
  checkLink,
  resetPassword,
  resendActivation,
  activationCodes,
  outbox,
  retryMail,
  ownSessions,
  logoutOthers,
  logoutSession,
  secondFactorStatus,
  secondFactorSetup,
  secondFactorConfirm,
  secondFactorReset,
  myData,
  classes,
  classStudents,
  classReminderPreview,
  sendClassReminders,
  privacyOverview,
  launchChecklist,
  ownConsents,
  requestConsent,
  consentLink,
  answerConsent,
  allConsents,
  remindConsents,
}

export type Calls = typeof calls
export type CallName = keyof Calls
