//! The Combined Nomenclature's 8-digit lines read with their HS subheading.
//!
//! A CN line's own text often means nothing alone ('For slaughter', 'Other'): the tariff prints
//! it under its subheading. So that a broker's words find a line wherever they stand in that
//! path ('horses slaughter' finds 0101 29 10), each line gets a `description` when the catalogs
//! are built: the subheading's description (the WCO's, which names its parents), then the
//! line's own words unless they say only 'Other' or what the subheading says already. It is also the description of goods a choice
//! fills in. Derived, never stored in the default set.

use std::collections::HashMap;

use serde_json::Value;

use crate::Entry;

/// 'Other', '- Other:', 'Others' and the like: words that say nothing without their parent.
pub fn says_nothing(name: &str) -> bool {
    let core = name
        .trim()
        .trim_start_matches(['-', '–', ' '])
        .trim_end_matches([':', '.', ';', ',', ' ']);
    core.is_empty() || core.eq_ignore_ascii_case("other") || core.eq_ignore_ascii_case("others")
}

/// The description of a CN line under the subheading described as `subheading`.
pub fn description(subheading: Option<&str>, line: &str) -> String {
    match subheading.filter(|s| !s.is_empty()) {
        // 'Other', or words the subheading says already (the one line of an undivided subheading)
        Some(sub) if says_nothing(line) || sub.to_lowercase().contains(&line.to_lowercase()) => {
            sub.to_owned()
        }
        Some(sub) => format!("{sub}: {line}"),
        None => line.to_owned(),
    }
}

/// Gives each entry of `cn` (catalog `cn-code`) its `description` from the names of `hs`
/// (catalog `commodity-code`).
pub(crate) fn describe_lines(cn: &mut [Entry], hs: &[Entry]) {
    let names: HashMap<&str, &str> = hs
        .iter()
        .filter_map(|e| Some((e.get("code")?.as_str()?, e.get("name")?.as_str()?)))
        .collect();
    for line in cn {
        let Some(code) = line.get("code").and_then(Value::as_str) else {
            continue;
        };
        let sub = code.get(..6).and_then(|s| names.get(s).copied());
        let own = line.get("name").and_then(Value::as_str).unwrap_or_default();
        let text = description(sub, own);
        line.insert("description".into(), Value::String(text));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HORSES: &str = "Horses; live, other than pure-bred breeding animals";

    #[test]
    fn a_line_is_described_under_its_subheading_unless_it_says_only_other() {
        assert_eq!(
            description(Some(HORSES), "For slaughter"),
            format!("{HORSES}: For slaughter")
        );
        assert_eq!(description(Some(HORSES), "Other"), HORSES);
        assert_eq!(description(Some(HORSES), "- Other:"), HORSES);
        assert_eq!(description(None, "For slaughter"), "For slaughter");
        let tyres = "Rubber; new pneumatic tyres, of a kind used on motor cars";
        assert_eq!(
            description(Some(tyres), "Of a kind used on motor cars"),
            tyres
        );
        assert!(says_nothing("Others"));
        assert!(!says_nothing("Other animals"));
    }

    #[test]
    fn every_line_gets_its_subheadings_words() {
        let entry = |code: &str, name: &str| {
            let mut e = Entry::new();
            e.insert("code".into(), code.into());
            e.insert("name".into(), name.into());
            e
        };
        let hs = vec![entry("010129", HORSES)];
        let mut cn = vec![
            entry("01012910", "For slaughter"),
            entry("99999999", "Unknown"),
        ];
        describe_lines(&mut cn, &hs);
        assert_eq!(cn[0]["description"], format!("{HORSES}: For slaughter"));
        assert_eq!(cn[1]["description"], "Unknown");
    }
}
