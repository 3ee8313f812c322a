//! Validation of an imported XML message against its official schema (`VAMA_NCTS_XSD_DIR`)
//! with `xmllint --noout --schema DIR/FILE -` (Debian `libxml2-utils`): no shell, the body on
//! standard input, a time limit. No pure-Rust XSD validator is mature (STACK.md).

use std::{
    io::{Read, Write},
    path::{Path, PathBuf},
    process::{Command, Stdio},
    time::{Duration, Instant},
};

use axum::http::StatusCode;
use bytes::Bytes;

use crate::error::{ApiError, ViolationDto};

/// How long xmllint may take: a CC015C of 1999 items validates in about a second.
pub const TIMEOUT: Duration = Duration::from_secs(120);

/// How many of the schema's errors an answer lists (the message says how many there were).
pub const MAX_LISTED: usize = 200;

/// The schema's verdict on a file.
#[derive(Debug)]
pub enum Verdict {
    Valid,
    /// The errors xmllint reported (at most [`MAX_LISTED`]) and how many there were.
    Invalid {
        errors: Vec<ViolationDto>,
        total: usize,
    },
}

/// Why xmllint gave no verdict: the server's problem, not the file's.
#[derive(Debug, thiserror::Error)]
pub enum XsdError {
    #[error("xmllint could not run ({0}); install Debian's libxml2-utils")]
    Spawn(std::io::Error),
    #[error("xmllint did not finish within {0:?}")]
    Timeout(Duration),
    #[error("xmllint failed: {0}")]
    Failed(String),
}

impl From<XsdError> for ApiError {
    fn from(e: XsdError) -> ApiError {
        tracing::error!(%e, "schema validation");
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "schema-validation-unavailable",
            format!("The file could not be checked against its schema: {e}"),
        )
    }
}

/// Checks that xmllint runs (start-up, when a schema directory is configured).
pub fn check_xmllint() -> Result<(), XsdError> {
    let out = Command::new("xmllint")
        .arg("--version")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_err(XsdError::Spawn)?;
    if out.success() {
        Ok(())
    } else {
        Err(XsdError::Failed(format!("xmllint --version: {out}")))
    }
}

/// Validates `body` against `dir/schema` on a blocking thread.
pub async fn validate(dir: &Path, schema: &str, body: Bytes) -> Result<Verdict, XsdError> {
    let xsd = dir.join(schema);
    tokio::task::spawn_blocking(move || run(&xsd, body, TIMEOUT))
        .await
        .map_err(|e| XsdError::Failed(e.to_string()))?
}

/// Runs xmllint on `body` and reads its verdict.
pub fn run(xsd: &PathBuf, body: Bytes, timeout: Duration) -> Result<Verdict, XsdError> {
    let mut child = Command::new("xmllint")
        .arg("--noout")
        .arg("--nonet")
        .arg("--schema")
        .arg(xsd)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(XsdError::Spawn)?;
    let mut stdin = child.stdin.take();
    // Writer and reader on their own threads: a large file must not fill a pipe while the
    // other side waits.
    let writer = std::thread::spawn(move || {
        if let Some(stdin) = stdin.as_mut() {
            // xmllint may stop reading early (a fatal parse error): a broken pipe is fine.
            let _ = stdin.write_all(&body);
        }
        drop(stdin);
    });
    let mut stderr = child.stderr.take();
    let reader = std::thread::spawn(move || {
        let mut text = Vec::new();
        if let Some(stderr) = stderr.as_mut() {
            // Keep the first 4 MB (far more than MAX_LISTED lines); drain the rest.
            let _ = stderr.by_ref().take(4 << 20).read_to_end(&mut text);
            let _ = std::io::copy(stderr, &mut std::io::sink());
        }
        text
    });
    let deadline = Instant::now() + timeout;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if Instant::now() >= deadline => {
                let _ = child.kill();
                let _ = child.wait();
                let _ = writer.join();
                let _ = reader.join();
                return Err(XsdError::Timeout(timeout));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => return Err(XsdError::Failed(e.to_string())),
        }
    };
    let _ = writer.join();
    let stderr = reader.join().unwrap_or_default();
    let stderr = String::from_utf8_lossy(&stderr);
    match status.code() {
        Some(0) => Ok(Verdict::Valid),
        // 1: not well-formed, 3 and 4: not valid (xmllint's exit codes).
        Some(1 | 3 | 4) => {
            let (errors, total) = parse_errors(&stderr, MAX_LISTED);
            if total == 0 {
                return Err(XsdError::Failed(first_line(&stderr)));
            }
            Ok(Verdict::Invalid { errors, total })
        }
        // 5: the schema does not compile; anything else is not about the file.
        _ => Err(XsdError::Failed(format!(
            "{status}: {}",
            first_line(&stderr)
        ))),
    }
}

fn first_line(text: &str) -> String {
    text.lines()
        .next()
        .unwrap_or_default()
        .chars()
        .take(300)
        .collect()
}

/// xmllint's error lines (`-:LINE: element NAME: Schemas validity error : Element 'NAME':
/// WHAT`, `-:LINE: parser error : WHAT`) as violations: the first `max`, and how many there
/// were. The context lines of parser errors (the source line and a caret) are skipped.
pub fn parse_errors(stderr: &str, max: usize) -> (Vec<ViolationDto>, usize) {
    let mut listed = Vec::new();
    let mut total = 0;
    for line in stderr.lines() {
        let Some(rest) = line.strip_prefix("-:") else {
            continue;
        };
        let Some((number, rest)) = rest.split_once(':') else {
            continue;
        };
        let Ok(number) = number.parse::<u32>() else {
            continue;
        };
        total += 1;
        if listed.len() >= max {
            continue;
        }
        let rest = rest.trim_start();
        let (element, rest) = match rest.strip_prefix("element ") {
            Some(r) => match r.split_once(": ") {
                Some((name, r)) => (name.trim(), r),
                None => ("", r),
            },
            None => ("", rest),
        };
        // `Schemas validity error : WHAT`, `parser error : WHAT`, ...
        let (kind, what) = rest.split_once(" : ").unwrap_or(("error", rest));
        let rule = if kind.contains("validity") {
            "xsd"
        } else if kind.contains("parser") || kind.contains("namespace") {
            "xml-syntax"
        } else {
            "xsd"
        };
        // xmllint repeats the element: `Element 'NAME': WHAT` → WHAT.
        let what = match what.strip_prefix("Element '") {
            Some(r) => r.split_once("': ").map_or(what, |(_, w)| w),
            None => what,
        };
        listed.push(ViolationDto::in_file(number, element, rule, what.trim()));
    }
    (listed, total)
}

#[cfg(test)]
mod tests {
    use super::*;

    const STDERR: &str = "\
-:2: element messageSender: Schemas validity error : Element 'messageSender': [facet 'pattern'] The value '' is not accepted by the pattern '.{1,35}'.
-:7: element messageRecipient: Schemas validity error : Element 'messageRecipient': This element is not expected. Expected is ( messageSender ).
-:9: parser error : Opening and ending tag mismatch: a line 8 and b
</b>
   ^
- fails to validate
";

    #[test]
    fn xmllint_lines_become_violations_with_line_element_and_what() {
        let (v, total) = parse_errors(STDERR, 10);
        assert_eq!(total, 3);
        assert_eq!(v[0].line, Some(2));
        assert_eq!(v[0].element.as_deref(), Some("messageSender"));
        assert_eq!(v[0].rule, "xsd");
        assert!(
            v[0].message.starts_with("[facet 'pattern'] The value ''"),
            "{}",
            v[0].message
        );
        assert_eq!(v[0].path, "line 2, messageSender");
        assert_eq!(
            v[1].message,
            "This element is not expected. Expected is ( messageSender )."
        );
        assert_eq!((v[2].line, v[2].element.as_deref()), (Some(9), None));
        assert_eq!(v[2].rule, "xml-syntax");
        assert!(v[2].message.starts_with("Opening and ending tag mismatch"));
    }

    #[test]
    fn the_list_is_capped_and_the_total_kept() {
        let (v, total) = parse_errors(STDERR, 1);
        assert_eq!((v.len(), total), (1, 3));
    }
}
