//! The printing conventions of the guidelines ("Box label & content", "Layout"): occurrences
//! separated by "; ", complete text ending with ".", and when the occurrences do not fit only
//! the first and the last, separated by "(…)". Plus the line breaking that decides "fits".

use crate::pdf::{Face, MM};

/// Marks left-out occurrences or text.
pub const ELLIPSIS: &str = "(…)";

/// `items` joined by "; " and ended by "." (empty when there is nothing to print).
pub fn sentence(items: &[String]) -> String {
    let trimmed: Vec<&str> = items.iter().map(|s| s.trim()).collect();
    let mut out = trimmed.join("; ");
    end(&mut out);
    out
}

/// Ends a non-empty text with the full stop of complete information.
pub fn end(text: &mut String) {
    if !text.is_empty() && !text.ends_with('.') {
        text.push('.');
    }
}

/// Lines of `text` no wider than `width` mm at `size` pt. Breaks after a space or a
/// separator of the printed values ("/", ";", ",", "-"); a run without any is cut anywhere.
pub fn wrap<'t>(face: &mut Face, size: f32, width: f32, text: &'t str) -> Vec<&'t str> {
    let limit = width * MM / size;
    let mut lines = Vec::new();
    let mut start = 0;
    let mut line_width = 0.0;
    // Byte index after the last break opportunity on the current line, and the width there.
    let mut last_break: Option<(usize, f32)> = None;
    for (i, c) in text.char_indices() {
        if c == '\n' {
            lines.push(text[start..i].trim());
            start = i + 1;
            line_width = 0.0;
            last_break = None;
            continue;
        }
        let advance = face.glyph(c).advance;
        if line_width + advance > limit && i > start && c != ' ' {
            let (cut, cut_width) = last_break.unwrap_or((i, line_width));
            lines.push(text[start..cut].trim());
            start = cut;
            line_width -= cut_width;
            last_break = None;
        }
        line_width += advance;
        if matches!(c, ' ' | '/' | ';' | ',' | '-') {
            last_break = Some((i + c.len_utf8(), line_width));
        }
    }
    let rest = text[start..].trim();
    if !rest.is_empty() || lines.is_empty() {
        lines.push(rest);
    }
    lines.retain(|l| !l.is_empty());
    lines
}

/// The lines printed for `items` in a box of `max_lines` lines: all of them if they fit,
/// else the first and the last separated by "(…)", else the text cut with "(…)".
pub fn fit(
    face: &mut Face,
    size: f32,
    width: f32,
    max_lines: usize,
    items: &[String],
) -> Vec<String> {
    let full = sentence(items);
    let lines = wrap(face, size, width, &full);
    if lines.len() <= max_lines {
        return lines.into_iter().map(str::to_owned).collect();
    }
    if items.len() > 2 {
        let mut short = format!("{};{ELLIPSIS};{}", items[0], items[items.len() - 1]);
        end(&mut short);
        let lines = wrap(face, size, width, &short);
        if lines.len() <= max_lines {
            return lines.into_iter().map(str::to_owned).collect();
        }
    }
    cut(face, size, width, max_lines, &lines)
}

/// The first `max_lines` of `lines`, the last ending in "(…)" within `width`.
fn cut(face: &mut Face, size: f32, width: f32, max_lines: usize, lines: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = lines
        .iter()
        .take(max_lines)
        .map(|l| (*l).to_owned())
        .collect();
    if let Some(last) = out.last_mut() {
        let limit = width * MM / size - face.width(ELLIPSIS);
        let mut w = 0.0;
        let mut end = 0;
        for (i, c) in last.char_indices() {
            w += face.glyph(c).advance;
            if w > limit {
                break;
            }
            end = i + c.len_utf8();
        }
        last.truncate(end);
        last.push_str(ELLIPSIS);
    }
    out
}

/// A single value in one line: itself if it fits, else cut with "(…)".
pub fn one_line(face: &mut Face, size: f32, width: f32, text: &str) -> String {
    if face.width(text) * size / MM <= width {
        return text.to_owned();
    }
    cut(face, size, width, 1, &[text]).pop().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::face;

    fn strings(items: &[&str]) -> Vec<String> {
        items.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn occurrences_are_separated_by_a_semicolon_and_end_with_a_full_stop() {
        assert_eq!(
            sentence(&strings(&["1/CH123456", "2/IT987654"])),
            "1/CH123456; 2/IT987654."
        );
        assert_eq!(sentence(&strings(&["GB000246."])), "GB000246.");
        assert_eq!(sentence(&[]), "");
    }

    #[test]
    fn occurrences_that_do_not_fit_keep_the_first_and_the_last() {
        let items: Vec<String> = (1..=30).map(|i| format!("{i}/CONT{i:04}/1/{i}")).collect();
        let lines = fit(&mut face(), 7.0, 60.0, 1, &items);
        assert_eq!(lines, ["1/CONT0001/1/1;(…);30/CONT0030/1/30."]);
    }

    #[test]
    fn a_long_text_is_cut_with_an_ellipsis_within_its_width() {
        let mut f = face();
        let text =
            "Vehicles with only spark-ignition internal combustion reciprocating piston engine";
        let lines = fit(&mut f, 7.0, 40.0, 2, &strings(&[text]));
        assert_eq!(lines.len(), 2);
        assert!(lines[1].ends_with(ELLIPSIS), "{lines:?}");
        for line in &lines {
            assert!(f.width(line) * 7.0 / MM <= 40.0, "{line} overflows");
        }
    }

    #[test]
    fn lines_break_after_spaces_and_separators() {
        let mut f = face();
        let lines = wrap(
            &mut f,
            7.0,
            30.0,
            "1/N830/EXP-2026-0000009/CT/278; 2/N380/INV-2026-0000006",
        );
        assert!(lines.len() > 1);
        for line in &lines {
            assert!(f.width(line) * 7.0 / MM <= 30.0, "{line} overflows");
        }
        assert_eq!(
            lines.concat().replace(' ', ""),
            "1/N830/EXP-2026-0000009/CT/278;2/N380/INV-2026-0000006"
        );
    }
}
