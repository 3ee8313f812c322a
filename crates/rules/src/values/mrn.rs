//! Movement Reference Number (NOTES.md 4.1): 18 characters = 2-digit year, 2-letter country,
//! identifier, procedure letter (P5), check digit over the first 17.

use std::fmt;

use super::check_digit::check_digit;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Mrn(String);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MrnError {
    /// Not 18 upper-case letters and digits in the P5 (or transitional P4) pattern.
    Format,
    CheckDigit,
}

/// The 17th character by the security type (DDNTA R0410): 1 ENS -> L, 2 EXS -> K,
/// 3 both -> M, otherwise J.
pub fn procedure_letter(security: &str) -> char {
    match security {
        "1" => 'L',
        "2" => 'K',
        "3" => 'M',
        _ => 'J',
    }
}

impl Mrn {
    /// Accepts the P5 pattern `([2][4-9]|[3-9][0-9])[A-Z]{2}[A-Z0-9]{12}[J-M][0-9]` and the
    /// transitional P4 one `([0-1][0-9]|[2][0-4])[A-Z]{2}[A-Z0-9]{13}[0-9]` (movements opened
    /// before the cut-over still arrive), both with a valid check digit.
    pub fn parse(s: &str) -> Result<Mrn, MrnError> {
        let b = s.as_bytes();
        if b.len() != 18 || !is_shape(b) {
            return Err(MrnError::Format);
        }
        let year = (b[0] - b'0') * 10 + (b[1] - b'0');
        let p5 = year >= 24 && matches!(b[16], b'J'..=b'M');
        let p4 = year <= 24;
        if !(p5 || p4) {
            return Err(MrnError::Format);
        }
        match check_digit(&s[..17]) {
            Some(d) if d == b[17] - b'0' => Ok(Mrn(s.to_owned())),
            _ => Err(MrnError::CheckDigit),
        }
    }

    /// Builds an MRN from its parts and appends the check digit. `serial` is the 12-character
    /// identifier the national administration allocates.
    pub fn compose(
        year: u8,
        country: &str,
        serial: &str,
        procedure: char,
    ) -> Result<Mrn, MrnError> {
        let first17 = format!("{:02}{country}{serial}{procedure}", year % 100);
        let digit = check_digit(&first17).ok_or(MrnError::Format)?;
        Mrn::parse(&format!("{first17}{digit}"))
    }

    /// The MRN the office of departure allocates on acceptance (IE028): the procedure letter
    /// follows the declaration's security type (R0410), so it cannot disagree with it.
    pub fn allocate(
        year: u8,
        country: &str,
        serial: &str,
        security: &str,
    ) -> Result<Mrn, MrnError> {
        Mrn::compose(year, country, serial, procedure_letter(security))
    }

    /// The 17th character: J, K, L or M for a P5 MRN (R0410); any letter or digit for a
    /// transitional P4 one.
    pub fn procedure(&self) -> char {
        char::from(self.0.as_bytes()[16])
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

fn is_shape(b: &[u8]) -> bool {
    b[..2].iter().all(u8::is_ascii_digit)
        && b[2..4].iter().all(u8::is_ascii_uppercase)
        && b[4..17]
            .iter()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        && b[17].is_ascii_digit()
}

impl fmt::Display for Mrn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// VERIFIED vectors of NOTES.md 4.1.
    #[test]
    fn accepts_the_verified_vectors() {
        for mrn in [
            "24GBQ4OPL9LU18CNZ7",
            "51GBLFUWH7WOI085M4",
            "24GB000246J8NY33L7",
            "25GB000246TK0E6WJ1",
            "25GB000246Z3G0TUJ4",
            "25GB000246FDFV3GJ4",
        ] {
            assert_eq!(Mrn::parse(mrn).map(|m| m.to_string()), Ok(mrn.to_owned()));
        }
    }

    /// Counter-examples of NOTES.md 4.1: public material with a wrong check digit.
    #[test]
    fn rejects_a_wrong_check_digit() {
        for mrn in [
            "24GB000246B72DUJL4",
            "27WF9X1FQ9RCKN0TM3",
            "23CH9876AB889012J4",
        ] {
            assert_eq!(Mrn::parse(mrn), Err(MrnError::CheckDigit), "{mrn}");
        }
    }

    #[test]
    fn rejects_bad_shapes() {
        for mrn in [
            "",
            "24GB",
            "24gbQ4OPL9LU18CNZ7",
            "26GB000246TK0E6WA1",
            "24GBQ4OPL9LU18CNZ7X",
            "24ĂBQ4OPL9LU18CN7",
        ] {
            assert_eq!(Mrn::parse(mrn), Err(MrnError::Format), "{mrn}");
        }
    }

    #[test]
    fn compose_appends_the_check_digit() {
        let mrn = Mrn::compose(25, "GB", "000246TK0E6W", 'J').unwrap();
        assert_eq!(mrn.as_str(), "25GB000246TK0E6WJ1");
        assert_eq!(Mrn::compose(26, "MD", "bad", 'J'), Err(MrnError::Format));
    }

    /// NOTES.md 4.1 gives the digit of each verified vector; the algorithm must compute it
    /// from the first 17 characters, not merely accept the MRN.
    #[test]
    fn check_digit_of_every_verified_vector() {
        for (mrn, digit) in [
            ("24GBQ4OPL9LU18CNZ7", 7),
            ("51GBLFUWH7WOI085M4", 4),
            ("24GB000246J8NY33L7", 7),
            ("25GB000246TK0E6WJ1", 1),
            ("25GB000246Z3G0TUJ4", 4),
            ("25GB000246FDFV3GJ4", 4),
        ] {
            assert_eq!(check_digit(&mrn[..17]), Some(digit), "{mrn}");
        }
    }

    /// The counter-examples compute another digit than the one printed (NOTES.md 4.1: the EC
    /// printing guideline's illustration "computes 9, shows 4").
    #[test]
    fn counter_examples_compute_another_digit() {
        for (mrn, digit) in [
            ("24GB000246B72DUJL4", 3),
            ("27WF9X1FQ9RCKN0TM3", 9),
            ("23CH9876AB889012J4", 9),
        ] {
            assert_eq!(check_digit(&mrn[..17]), Some(digit), "{mrn}");
        }
    }

    /// Every P5 vector rebuilt from its year, country, identifier and procedure letter.
    #[test]
    fn compose_rebuilds_every_p5_vector() {
        for mrn in [
            "51GBLFUWH7WOI085M4",
            "24GB000246J8NY33L7",
            "25GB000246TK0E6WJ1",
            "25GB000246Z3G0TUJ4",
            "25GB000246FDFV3GJ4",
        ] {
            let year = mrn[..2].parse().unwrap();
            let procedure = char::from(mrn.as_bytes()[16]);
            let built = Mrn::compose(year, &mrn[2..4], &mrn[4..16], procedure).unwrap();
            assert_eq!(built.as_str(), mrn);
            assert_eq!(built.procedure(), procedure);
        }
    }

    /// R0410: the allocated MRN's 17th character comes from the security type (CL217), and
    /// its check digit makes it parse.
    #[test]
    fn allocate_takes_the_procedure_letter_from_the_security_type() {
        for (security, mrn) in [
            ("0", "26MD000000000001J5"),
            ("1", "26MD000000000001L0"),
            ("2", "26MD000000000001K3"),
            ("3", "26MD000000000001M8"),
        ] {
            let allocated = Mrn::allocate(26, "MD", "000000000001", security).unwrap();
            assert_eq!(allocated.as_str(), mrn, "security {security}");
            assert_eq!(Mrn::parse(mrn), Ok(allocated));
        }
    }

    /// A P5 MRN (year 24 on) must carry J-M in 17th place; a P4-shaped one of a later year is
    /// not an MRN.
    #[test]
    fn a_p5_year_needs_a_procedure_letter() {
        assert_eq!(
            Mrn::compose(26, "MD", "000000000001", 'A'),
            Err(MrnError::Format)
        );
        assert_eq!(
            Mrn::compose(26, "MD", "000000000001", 'N'),
            Err(MrnError::Format)
        );
    }

    #[test]
    fn procedure_letter_follows_r0410() {
        assert_eq!(procedure_letter("0"), 'J');
        assert_eq!(procedure_letter("1"), 'L');
        assert_eq!(procedure_letter("2"), 'K');
        assert_eq!(procedure_letter("3"), 'M');
    }
}
