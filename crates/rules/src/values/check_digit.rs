//! The check character of MRN and GRN (EC doc DGXXI/0879/99 Rev.1, NOTES.md 4.1): ISO 6346
//! letter values, weights 2^i, sum mod 11, and 10 becomes 0.

/// Value of one character: digits are themselves; letters count from A = 10, skipping
/// multiples of 11 (so no letter is worth 11, 22 or 33).
fn value(c: u8) -> Option<u32> {
    match c {
        b'0'..=b'9' => Some(u32::from(c - b'0')),
        b'A'..=b'Z' => {
            let mut v = 10;
            for _ in b'A'..c {
                v += 1;
                if v % 11 == 0 {
                    v += 1;
                }
            }
            Some(v)
        }
        _ => None,
    }
}

/// Check digit over `chars` (upper-case ASCII letters and digits); `None` for anything else.
pub fn check_digit(chars: &str) -> Option<u8> {
    let mut sum: u64 = 0;
    for (i, c) in chars.bytes().enumerate() {
        let weight = 1u64.checked_shl(u32::try_from(i).ok()?)?;
        // Checked: a long input must answer None, never overflow (the browser build aborts).
        sum = sum.checked_add(u64::from(value(c)?).checked_mul(weight)?)?;
    }
    Some(((sum % 11) % 10) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letter_values_skip_multiples_of_eleven() {
        let expected = [
            10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 34,
            35, 36, 37, 38,
        ];
        for (c, want) in (b'A'..=b'Z').zip(expected) {
            assert_eq!(value(c), Some(want), "{}", c as char);
        }
    }

    #[test]
    fn rejects_characters_outside_the_alphabet() {
        assert_eq!(check_digit("24gb"), None);
        assert_eq!(check_digit("24ĂB"), None);
        assert_eq!(check_digit(&"Z".repeat(100)), None);
    }
}
