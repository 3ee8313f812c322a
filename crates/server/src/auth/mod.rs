//! Sign-in (architecture contract 5): local accounts with argon2 password hashes, server-side
//! sessions kept in the store, CSRF tokens, and login throttling.

pub mod password;
pub mod routes;
pub mod session;
pub mod sso;
pub mod throttle;
pub mod user;

pub use session::{require_session, SESSION_COOKIE};
pub use user::{AdminUser, CurrentUser, SignedIn, ADMIN};
