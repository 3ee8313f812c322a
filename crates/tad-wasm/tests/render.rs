//! The safe core of tad.wasm natively: framing, the PDF, the JSON errors.

use serde_json::json;
use vama_tad_wasm::{frame, render};

fn font(name: &str) -> Vec<u8> {
    std::fs::read(format!("/usr/share/fonts/truetype/dejavu/{name}"))
        .expect("fonts-dejavu-core is installed")
}

fn request(body: serde_json::Value) -> Vec<u8> {
    frame(
        body.to_string().as_bytes(),
        &font("DejaVuSans.ttf"),
        &font("DejaVuSans-Bold.ttf"),
    )
}

#[test]
fn a_framed_request_renders_the_pdf() {
    let declaration = vama_rules::t01::generate::generate(1, 2, 3);
    let pdf = render(&request(json!({
        "declaration": declaration,
        "mrn": "24RO000246J8NY33L7",
        "releaseDate": "2026-11-23",
        "locale": "ro",
        "businessContinuity": true,
    })))
    .expect("renders");
    assert!(pdf.starts_with(b"%PDF"));
}

#[test]
fn without_an_mrn_the_declaration_s_own_is_printed() {
    let mut declaration = vama_rules::t01::generate::generate(1, 1, 1);
    declaration.mrn = None;
    let answer = render(&request(
        json!({"declaration": declaration, "locale": "en"}),
    ));
    let error = answer.expect_err("no MRN at all");
    assert!(error.contains("\"mrn\""), "{error}");
    declaration.mrn = Some("24RO000246J8NY33L7".into());
    let answer = render(&request(
        json!({"declaration": declaration, "locale": "en"}),
    ));
    assert!(answer.expect("the declaration's MRN").starts_with(b"%PDF"));
}

#[test]
fn a_bad_request_answers_a_json_error() {
    let short = render(b"\x05\0\0\0").expect_err("too short");
    assert!(short.contains("bad-request"), "{short}");
    let declaration = vama_rules::t01::generate::generate(1, 1, 1);
    let fr = render(&request(
        json!({"declaration": declaration, "locale": "fr"}),
    ))
    .expect_err("no French TAD");
    assert!(fr.contains("bad-request"), "{fr}");
    let not_json = render(&frame(b"{", b"", b"")).expect_err("not JSON");
    let value: serde_json::Value = serde_json::from_str(&not_json).expect("JSON error");
    assert_eq!(value["error"], "bad-request");
    let no_fonts = render(&frame(
        json!({"declaration": declaration, "mrn": "24RO000246J8NY33L7", "locale": "en"})
            .to_string()
            .as_bytes(),
        b"",
        b"",
    ))
    .expect_err("no fonts");
    assert!(no_fonts.contains("\"font\""), "{no_fonts}");
}
