//! The shared [`crate::change::Change`] for the declaration.

use crate::t01::Declaration;

pub type Change<'a> = crate::change::Change<'a, Declaration>;
