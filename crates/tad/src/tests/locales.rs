//! Every label of the TAD and the TLoI exists in every language, with the data element numbers
//! of the English one, and the Russian labels are Cyrillic the server's fonts can draw.

use super::assert_the_fonts_draw;
use crate::labels::L;
use crate::Locale;

/// The data element numbers of a label ("[13 02]").
fn numbers(label: &str) -> Vec<&str> {
    label
        .split('[')
        .skip(1)
        .filter_map(|rest| rest.split(']').next())
        .collect()
}

#[test]
fn every_label_has_each_language_s_text_with_the_english_data_element_numbers() {
    for label in L::ALL {
        let en = label.text(Locale::En);
        for locale in Locale::ALL {
            let text = label.text(locale);
            assert!(!text.trim().is_empty(), "{label:?} {locale:?}");
            assert_eq!(numbers(text), numbers(en), "{label:?} {locale:?}");
        }
        // a Russian label is Russian words, or a code as in English (MRN, LRN [12 09])
        let ru = label.text(Locale::Ru);
        let cyrillic = ru.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c));
        assert!(cyrillic || ru == en, "{label:?}: {ru:?}");
    }
    assert_eq!(Locale::parse("ru"), Some(Locale::Ru));
    assert_eq!(
        L::Title.text(Locale::Ru),
        "ТРАНЗИТНЫЙ СОПРОВОДИТЕЛЬНЫЙ ДОКУМЕНТ"
    );
    assert_eq!(L::EuropeanUnion.text(Locale::Ru), "ЕВРОПЕЙСКИЙ СОЮЗ");
}

#[test]
fn the_server_s_fonts_draw_every_russian_label() {
    let labels: Vec<String> = L::ALL
        .iter()
        .map(|l| l.text(Locale::Ru).to_owned())
        .collect();
    assert_the_fonts_draw(&labels);
}
