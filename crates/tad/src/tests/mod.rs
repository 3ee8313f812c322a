//! Helpers of the unit tests. They read a system font, the only file access of this crate,
//! kept under a `tests/` directory so that the library source stays free of I/O.

mod locales;

use crate::pdf::Face;

pub fn face() -> Face {
    dejavu("DejaVuSans.ttf", "regular")
}

fn dejavu(file: &str, which: &'static str) -> Face {
    let data = std::fs::read(format!("/usr/share/fonts/truetype/dejavu/{file}"))
        .expect("fonts-dejavu-core is installed");
    Face::new(&data, which).expect("a font")
}

/// Panics unless the faces the server embeds (DejaVu Sans and DejaVu Sans Bold) have a glyph
/// for every character of `texts`. A character a face lacks gets glyph 0 (.notdef), which
/// prints as an empty box and reads back as nothing: a gap in a language's script would
/// otherwise go unnoticed.
pub fn assert_the_fonts_draw(texts: &[String]) {
    for (file, which) in [
        ("DejaVuSans.ttf", "regular"),
        ("DejaVuSans-Bold.ttf", "bold"),
    ] {
        let mut face = dejavu(file, which);
        // the check can fail: DejaVu has no CJK
        assert_eq!(face.glyph('\u{4e2d}').cid, 0, "{file}");
        for text in texts {
            for c in text.chars() {
                assert_ne!(face.glyph(c).cid, 0, "{file} lacks {c:?} of {text:?}");
            }
        }
    }
}
