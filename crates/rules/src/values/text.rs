//! Free-text references with format rules: document references (spec 5.6) and the UCR
//! (spec 5.2-5.4).

use std::fmt;

/// Document reference (spec 5.6 "reference required, max 70, no leading or trailing space").
/// Uniqueness within its list is a rule on the list, not on the value.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct DocumentReference(String);

impl DocumentReference {
    pub fn parse(s: &str) -> Option<DocumentReference> {
        Self::is_valid(s).then(|| DocumentReference(s.to_owned()))
    }

    /// [`DocumentReference::parse`] without keeping the value (no allocation).
    pub fn is_valid(s: &str) -> bool {
        (1..=70).contains(&s.chars().count()) && s.trim() == s
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Unique Consignment Reference (spec 5.3, 5.4 "ucrReference max 35, printable characters
/// only"): 1 to 35 characters, none of them a control character.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct UcrReference(String);

impl UcrReference {
    pub fn parse(s: &str) -> Option<UcrReference> {
        Self::is_valid(s).then(|| UcrReference(s.to_owned()))
    }

    /// [`UcrReference::parse`] without keeping the value (no allocation).
    pub fn is_valid(s: &str) -> bool {
        (1..=35).contains(&s.chars().count()) && !s.chars().any(char::is_control)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for DocumentReference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Display for UcrReference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn document_reference_is_up_to_70_without_outer_spaces() {
        for ok in [
            "INV-2026/001",
            "Factura nr. 12 din 01.11.2026",
            &"ă".repeat(70),
        ] {
            assert!(DocumentReference::parse(ok).is_some(), "{ok}");
        }
        for bad in ["", " INV", "INV ", "INV\n", &"x".repeat(71)] {
            assert!(DocumentReference::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn ucr_is_up_to_35_printable_characters() {
        for ok in ["6MD1003600000011-2026-0001", "UCR Ș 1", &"9".repeat(35)] {
            assert!(UcrReference::parse(ok).is_some(), "{ok}");
        }
        for bad in ["", "UCR\t1", "UCR\u{7}", &"9".repeat(36)] {
            assert!(UcrReference::parse(bad).is_none(), "{bad}");
        }
    }
}
