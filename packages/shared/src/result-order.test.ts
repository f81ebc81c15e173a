import { describe, expect, it } from "vitest";
import { buildCourse, buildTopic } from "./course-tree.fixtures";
import { courseOrder, inCourseOrder } from "./result-order";

// Photosynthesis: two days (a1, a2 | a3); Economics: one day (b1); then a second topic titled
// Photosynthesis (c1).
const course = buildCourse([
  buildTopic("a", [["a1", "a2"], ["a3"]], "Photosynthesis"),
  buildTopic("b", [["b1"]], "Economics"),
  buildTopic("c", [["c1"]], "Photosynthesis"),
]);
const order = courseOrder(course);

describe("courseOrder", () => {
  it("places items by topic, then day, then item, and none that is not in the course", () => {
    expect(["a1", "a2", "a3", "b1", "c1"].map(order.item)).toEqual([0, 1, 2, 3, 4]);
    expect(order.item("gone")).toBeUndefined();
  });

  it("places topics in outline order by id or by title (the first of a title), and none that is not in the course", () => {
    expect(["a", "b", "c"].map(order.topic)).toEqual([0, 1, 2]);
    expect(["Photosynthesis", "Economics"].map(order.topic)).toEqual([0, 1]);
    expect(order.topic("History")).toBeUndefined();
  });
});

describe("inCourseOrder", () => {
  const place = (id: string) => ({ position: order.item(id), name: `Title ${id}`, key: id });

  it("lists what is in the course in course order, whatever order it was given in", () => {
    expect(inCourseOrder(["b1", "a3", "c1", "a1", "a2"], place)).toEqual(["a1", "a2", "a3", "b1", "c1"]);
  });

  it("lists what is no longer in the course after, by name, then by key", () => {
    const gone = (name: string, key: string) => ({ position: undefined, name, key });
    const list = [
      gone("Zygote", "z"),
      { position: 1, name: "Second", key: "s" },
      gone("Actin", "y"),
      gone("Actin", "x"),
      { position: 0, name: "First", key: "f" },
    ];
    expect(inCourseOrder(list, (entry) => entry).map((entry) => entry.key)).toEqual([
      "f",
      "s",
      "x",
      "y",
      "z",
    ]);
  });

  it("leaves the given list as it was", () => {
    const list = ["b1", "a1"];
    inCourseOrder(list, place);
    expect(list).toEqual(["b1", "a1"]);
  });
});
