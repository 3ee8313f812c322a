//! `vama eori import FILE`: loads a list of EORI numbers (CSV) into the EORI finder's catalog,
//! beside the parties the portal knows (its users' EORIs, kept). The file has a header row
//! naming its columns, in any order and case: `eori` (or `EORINumber`), `name`, and optionally
//! `country` (else the EORI's first two letters) and `aeo` (`true`/`false`, `yes`/`no`, `1`/`0`).
//! A row that does not fit stops the import with its line and reason: all rows or none.

use std::io::Read;

use crate::{config::Config, startup};

/// The most problems listed before the import gives up reading.
const MAX_PROBLEMS: usize = 20;

/// The catalog rows of a CSV file (`code`, JSON data), or the problems, each with its line.
pub fn rows_of(file: impl Read) -> Result<Vec<(String, String)>, Vec<String>> {
    let mut reader = csv::ReaderBuilder::new()
        .trim(csv::Trim::All)
        .from_reader(file);
    let headers = reader
        .headers()
        .map_err(|e| vec![format!("line 1: {e}")])?
        .clone();
    let column = |names: &[&str]| {
        headers
            .iter()
            .position(|h| names.iter().any(|n| h.eq_ignore_ascii_case(n)))
    };
    let (Some(eori), Some(name)) = (column(&["eori", "EORINumber"]), column(&["name"])) else {
        return Err(vec![
            "line 1: the header must name the columns eori and name".into(),
        ]);
    };
    let (country, aeo) = (column(&["country"]), column(&["aeo"]));
    let mut rows = Vec::new();
    let mut problems = Vec::new();
    for (i, record) in reader.records().enumerate() {
        let line = i + 2;
        let record = match record {
            Ok(r) => r,
            Err(e) => {
                problems.push(format!("line {line}: {e}"));
                continue;
            }
        };
        let get = |c: Option<usize>| c.and_then(|c| record.get(c)).unwrap_or("");
        let number = get(Some(eori)).to_uppercase();
        if !super::is_eori(&number) {
            problems.push(format!(
                "line {line}: '{number}' is not an EORI number (the country code and up to 15 capital letters or digits)"
            ));
        }
        let named = get(Some(name));
        if named.is_empty() || named.chars().count() > super::NAME_MAX {
            problems.push(format!(
                "line {line}: the name is required, at most {} characters",
                super::NAME_MAX
            ));
        }
        let flag = match get(aeo).to_lowercase().as_str() {
            "" => None,
            "true" | "yes" | "1" => Some(true),
            "false" | "no" | "0" => Some(false),
            other => {
                problems.push(format!("line {line}: aeo '{other}' is neither yes nor no"));
                None
            }
        };
        let land = match get(country) {
            "" => number.get(..2).unwrap_or_default().to_owned(),
            c => c.to_uppercase(),
        };
        let mut data = serde_json::json!({
            "code": number, "name": named, "EORINumber": number, "country": land,
        });
        if let Some(flag) = flag {
            data["aeo"] = flag.into();
        }
        rows.push((number, data.to_string()));
        if problems.len() >= MAX_PROBLEMS {
            problems.push("…: the import stopped reading".into());
            break;
        }
    }
    if problems.is_empty() {
        Ok(rows)
    } else {
        Err(problems)
    }
}

pub async fn run(path: &str) -> Result<(), startup::BoxError> {
    let file = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
    let rows = rows_of(std::io::BufReader::new(file))
        .map_err(|problems| format!("{path}: nothing imported:\n  {}", problems.join("\n  ")))?;
    let config = Config::from_env()?;
    let store = startup::open_store(&config).await?;
    store.put_catalog_entries("eori", &rows).await?;
    println!(
        "imported {} EORI numbers into {} (a running server finds them after its next start)",
        rows.len(),
        store.backend()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_is_read_whatever_its_column_order_and_case() {
        let csv =
            "Name,EORI,AEO\n\"Dunarea Import, SRL\",ro12345678,yes\nOdesa Cargo,UA123456789012,\n";
        let rows = rows_of(csv.as_bytes()).unwrap();
        assert_eq!(rows[0].0, "RO12345678");
        let first: serde_json::Value = serde_json::from_str(&rows[0].1).unwrap();
        assert_eq!(first["name"], "Dunarea Import, SRL");
        assert_eq!(first["aeo"], true);
        assert_eq!(first["country"], "RO");
        assert_eq!(rows.len(), 2);
    }

    #[test]
    fn a_row_that_does_not_fit_stops_the_import_naming_its_line() {
        let problems = rows_of("eori,name\nMD1,Ok\n12,\nMD2,x\n".as_bytes()).unwrap_err();
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(problems[0].starts_with("line 3: '12'"));
        assert!(problems[1].starts_with("line 3: the name"));
        assert!(rows_of("code,label\n".as_bytes()).is_err());
    }
}
