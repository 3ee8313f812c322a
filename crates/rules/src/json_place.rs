//! The place in a JSON document where a value does not fit, as a JSON Pointer: one spelling
//! shared by the server's refusals (which the app names by the form's labels) and by a kind
//! that reads its document in parts (an authorisation application reads its common part and
//! its form's part from one object, so serde's own path stops at the object).

use serde_path_to_error::{Path, Segment};

/// The JSON Pointer of serde's path (`houseConsignments[0].grossMass` →
/// `/houseConsignments/0/grossMass`).
pub fn pointer(path: &Path) -> String {
    let mut out = String::new();
    for segment in path.iter() {
        let part = match segment {
            Segment::Seq { index } => index.to_string(),
            Segment::Map { key } => key.replace('~', "~0").replace('/', "~1"),
            Segment::Enum { variant } => variant.clone(),
            Segment::Unknown => continue,
        };
        out.push('/');
        out.push_str(&part);
    }
    out
}

/// The error of a part read on its own, its place kept in the text (`at /a/0/b: …`) so that
/// the reader of the whole document can put it back with [`split_part`].
pub fn in_part(err: serde_path_to_error::Error<serde_json::Error>) -> String {
    let at = pointer(err.path());
    let inner = err.into_inner();
    match at.is_empty() {
        true => inner.to_string(),
        false => format!("at {at}: {inner}"),
    }
}

/// The place and the error of a text made by [`in_part`]; `None` for any other text.
pub fn split_part(message: &str) -> Option<(&str, &str)> {
    message.strip_prefix("at /")?;
    let (at, rest) = message["at ".len()..].split_once(": ")?;
    Some((at, rest))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_part_keeps_its_place_for_the_reader_of_the_whole() {
        #[derive(serde::Deserialize, Debug)]
        #[allow(dead_code)]
        struct Goods {
            amount: Vec<u32>,
        }
        let value = serde_json::json!({"amount": [1, "two"]});
        let err = serde_path_to_error::deserialize::<_, Goods>(&value).unwrap_err();
        let text = in_part(err);
        let (at, rest) = split_part(&text).expect("the place is kept");
        assert_eq!(at, "/amount/1");
        assert!(rest.starts_with("invalid type: string \"two\""), "{rest}");
        assert_eq!(
            split_part("invalid type: map, expected a string at line 1"),
            None
        );
    }

    #[test]
    fn a_pointer_escapes_slash_and_tilde() {
        let value = serde_json::json!({"a/b~c": "x"});
        let err =
            serde_path_to_error::deserialize::<_, std::collections::BTreeMap<String, u8>>(&value)
                .unwrap_err();
        assert_eq!(pointer(err.path()), "/a~1b~0c");
    }
}
