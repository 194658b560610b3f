// What other modules may use of users; everything else here is the module's own.

export { mayRead } from './policy';
export { presentUser, toRoles } from './presenter';
export {
  anyPerson,
  countUsers,
  findLiveUser,
  findLiveUserByEmail,
  findUserById,
  findUserName,
  insertUser,
  isLiveUserWithRole,
  livePeople,
  livePerson,
  liveTotalSql,
  type Person,
  setDeviceLanguage,
  softDeleteUser,
  staffPool,
  updateUserRow,
  userExists,
} from './repository';
