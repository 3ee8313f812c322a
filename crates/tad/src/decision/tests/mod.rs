//! The names and legal bases of the decision types and the pagination (the PDF itself is read
//! back by the integration tests, `crates/tad/tests/decision.rs`, with the TAD's tools).

use super::*;

#[test]
fn every_decision_type_of_the_portal_has_a_name_and_a_legal_basis_in_every_language() {
    for d in vama_rules::authorisation::DECISION_TYPES {
        for locale in Locale::ALL {
            assert!(
                decision_type_name(d.code, locale).is_some_and(|n| !n.is_empty()),
                "{} {locale:?}",
                d.code
            );
            assert!(
                legal_basis(d.code, locale).is_some_and(|b| !b.is_empty()),
                "{} {locale:?}",
                d.code
            );
        }
    }
    assert_eq!(texts::DECISION_TYPES.len(), 16);
    let basis = |code| legal_basis(code, Locale::En).unwrap();
    assert!(basis("ACR").starts_with("Article 233(4)(a)"));
    assert!(basis("ACE").starts_with("Article 233(4)(b)"));
    assert!(basis("ACT").starts_with("Article 230"), "TIR: not 233");
    assert!(basis("DPO").contains("110"));
    assert!(basis("IPO").contains("256"));
    assert!(basis("OPO").contains("259"));
    assert!(basis("EUS").contains("254"));
    assert!(basis("TEA").contains("250"));
    assert!(basis("CWP").contains("240"));
    assert!(basis("TST").contains("148"));
    assert!(basis("SDE").contains("166"));
    assert!(basis("CGU").contains("95"));
    assert!(basis("EIR").contains("182"));
    assert_eq!(legal_basis("XYZ", Locale::En), None);
    assert_eq!(
        legal_basis("ACR", Locale::Ru),
        Some("Статья 233(4)(a) Кодекса; статьи 191–193 ДР")
    );
}

#[test]
fn the_server_s_fonts_draw_every_russian_text_of_the_notice() {
    let ru = Locale::Ru;
    let mut all: Vec<String> = T::ALL.iter().map(|t| t.text(ru).to_owned()).collect();
    for d in texts::DECISION_TYPES {
        all.extend([d.title(ru), d.legal_basis(ru)].map(str::to_owned));
    }
    all.extend(texts::standard_conditions(ru).map(str::to_owned));
    all.extend(texts::appeal("MD100000", ru));
    all.push(texts::acts(ru).to_owned());
    for status in [
        "ISSUED",
        "ACTIVE",
        "SUSPENDED",
        "REVOKED",
        "ANNULLED",
        "EXPIRED",
    ] {
        all.push(texts::status(status, ru).to_owned());
    }
    crate::tests::assert_the_fonts_draw(&all);
}

#[test]
fn pagination_keeps_a_title_with_what_follows_it() {
    let row = Item::Row {
        label: vec!["L".into()],
        value: vec!["V".into()],
        strong: false,
    };
    let mut items = vec![row.clone(); 58];
    items.push(Item::Section("S".into()));
    items.push(row.clone());
    let pages = paginate(&items, 40.0);
    let section_page = pages
        .iter()
        .position(|p| p.iter().any(|(i, _)| *i == 58))
        .unwrap();
    let next_page = pages
        .iter()
        .position(|p| p.iter().any(|(i, _)| *i == 59))
        .unwrap();
    assert_eq!(section_page, next_page);
    for page in &pages {
        for (i, top) in page {
            assert!(
                top + items[*i].height() <= BOTTOM + 0.01,
                "item {i} at {top}"
            );
        }
    }
}
