//! The G01 rules, one module per concern: defaults (section 4 "on new"), presence (the
//! conditional fields of sections 4 and 5), normalise (the dependent-field rules of section 4),
//! choices (the narrowed catalogs of section 5) and validate (sections 5 and 9), plus the
//! rules of the action forms (`forms`).

pub mod choices;
pub mod defaults;
pub mod forms;
pub mod normalise;
pub mod presence;
pub mod validate;
